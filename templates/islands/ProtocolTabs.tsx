/**
 * Home protocol tabs Facial / Corporal / Capilar (Facial by default, three cards each;
 * docs/site.md#protocol-tabs-and-dialog). Before hydration every group shows under its own heading (all protocols
 * readable, no dead tab buttons); after hydration they become APG tabs: roving tabindex, Left/Right/Home/End move and
 * select (automatic activation). Both forms are one element tree, so a protocol dialog opened before hydration
 * survives it.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProtocolCard, type ProtocolCardData } from './ProtocolDialog.tsx';
import { useHydrated } from './useHydrated.ts';

export interface ProtocolTabsProps {
  tabs: { key: string; label: string; protocols: ProtocolCardData[] }[];
  whatsapp: string;
}

export default function ProtocolTabs({ tabs, whatsapp }: ProtocolTabsProps) {
  const hydrated = useHydrated();
  const uid = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const panel = (tab: ProtocolTabsProps['tabs'][number]) =>
    tab.protocols.length === 0 ? (
      <p className="tabs__empty">Em breve</p>
    ) : (
      <div className="grid grid--3">
        {tab.protocols.map((protocol) => (
          <ProtocolCard key={protocol.slug} protocol={protocol} whatsapp={whatsapp} dialogId={`${uid}dlg-${protocol.slug}`} />
        ))}
      </div>
    );

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  // One tree before and after hydration (the groups become the tab panels), so a card and its dialog stay mounted:
  // a dialog opened before hydration stays open. A click inside a panel selects its tab.
  return (
    <div className={hydrated ? 'tabs' : 'tabs tabs--static'}>
      {hydrated ? (
        <div className="tabs__list" role="tablist" aria-label="Categorias de protocolos" onKeyDown={onKeyDown}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${uid}tab-${tab.key}`}
              aria-selected={index === selected}
              aria-controls={`${uid}painel-${tab.key}`}
              tabIndex={index === selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => setSelected(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab, index) =>
        hydrated ? (
          <section
            key={tab.key}
            role="tabpanel"
            id={`${uid}painel-${tab.key}`}
            aria-labelledby={`${uid}tab-${tab.key}`}
            tabIndex={0}
            hidden={index !== selected}
            className="tabs__panel"
            onClickCapture={() => setSelected(index)}
          >
            {null}
            {panel(tab)}
          </section>
        ) : (
          <section key={tab.key} className="tabs__group" aria-labelledby={`${uid}grupo-${tab.key}`}>
            <h3 className="tabs__group-title" id={`${uid}grupo-${tab.key}`}>{tab.label}</h3>
            {panel(tab)}
          </section>
        ),
      )}
    </div>
  );
}
