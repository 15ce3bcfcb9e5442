/** `tel:` link styled as a button ('Ligar Agora' by default). */
import type { ReactNode } from 'react';
import type { Settings } from '../../src/model/types.ts';
import { Icon } from './Icon.tsx';
import { telHref } from './links.ts';

interface Props {
  phone: Settings['phone'];
  children?: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
}

export function PhoneButton({ phone, children = 'Ligar Agora', variant = 'secondary', className = '' }: Props) {
  return (
    <a className={`btn btn--${variant} ${className}`.trim()} href={telHref(phone.tel)}>
      <Icon name="phone" />
      <span>{children}</span>
    </a>
  );
}
