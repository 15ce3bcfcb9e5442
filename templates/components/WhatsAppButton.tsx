/**
 * Messaging-app link styled as a button (prefilled Portuguese text, docs/site.md#messaging-and-phone-links). Opens the
 * app or wa.me in a new tab.
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { whatsappHref } from './links.ts';

interface Props {
  whatsapp: string;
  message: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
}

export function WhatsAppButton({ whatsapp, message, children, variant = 'primary', className = '' }: Props) {
  return (
    <a
      className={`btn btn--${variant} ${className}`.trim()}
      href={whatsappHref(whatsapp, message)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="whatsapp" />
      <span>{children}</span>
      <span className="sr-only"> (WhatsApp, abre em nova aba)</span>
    </a>
  );
}
