import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { links, textOf } from '../../test/support/render-markup.tsx';
import { protocolWhatsappText } from './ProtocolDialog.tsx';
import ProtocolTabs from './ProtocolTabs.tsx';

const card = (slug: string, name: string) => ({
  slug, name, description: 'd', href: `/protocolo/${slug}`, price: 'A partir de R$ 200', sessions: '4 sessões', duration: '1 hora',
  features: ['Avaliação médica', 'Sessões combinadas'], image: { src: '/imagens/p.svg', alt: 'a', width: 1200, height: 800, variants: [], share: { src: '/imagens/p.jpg', width: 1200, height: 630 } },
});

test('protocol tabs without script: every group readable under its heading, each card with a closed <dialog>', () => {
  const tabs = [
    { key: 'facial', label: 'Facial', protocols: [card('a', 'Protocolo A'), card('b', 'Protocolo B')] },
    { key: 'corporal', label: 'Corporal', protocols: [card('c', 'Protocolo C')] },
    { key: 'capilar', label: 'Capilar', protocols: [] },
  ];
  const html = renderToString(<ProtocolTabs tabs={tabs} whatsapp="5511955550100" />);
  assert.deepEqual([...html.matchAll(/<h3 class="tabs__group-title"[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]), ['Facial', 'Corporal', 'Capilar']);
  assert.equal((html.match(/<dialog /g) ?? []).length, 3);
  assert.doesNotMatch(html, /<dialog[^>]* open/);
  assert.ok(textOf(html).includes('Em breve'));
  // The opener declares the dialog it opens (invoker command), and the dialog lists the features and the WhatsApp link.
  const opener = /<button[^>]*aria-haspopup="dialog"[^>]*>/.exec(html)![0];
  const target = /commandfor="([^"]+)"/.exec(opener)![1];
  assert.match(opener, /command="show-modal"/);
  assert.match(html, new RegExp(`<dialog[^>]*id="${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  const wa = links(html).find((l) => l.name.startsWith('Quero este protocolo'))!;
  assert.equal(decodeURIComponent(wa.href.split('?text=')[1]), protocolWhatsappText('Protocolo A'));
  assert.ok(protocolWhatsappText('Protocolo A').includes('Protocolo A'));
  assert.ok(textOf(html).includes('O que está incluído Avaliação médica Sessões combinadas'));
});
