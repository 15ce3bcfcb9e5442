/**
 * Home protocol tabs Facial / Corporal / Capilar (Facial by default, three cards each;
 * docs/site.md#protocol-tabs-and-dialog): APG tabs, roving tabindex, Left/Right/Home/End move and select (automatic
 * activation). The server markup is already the tabs, Facial shown; without script every group shows under its own
 * heading (all protocols readable, no dead tab buttons).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProtocolCard, type ProtocolCardData } from './ProtocolDialog.tsx';
import { useHydrated } from './useHydrated.ts';

export interface ProtocolTabsProps {
  tabs: { key: string; label: string; protocols: ProtocolCardData[] }[];
  whatsapp: string;
}

/** The keys of the APG tabs pattern: which tab each one selects, from the selected one. */
const TAB_KEYS: Record<string, (selected: number, count: number) => number> = {
  ArrowRight: (selected) => selected + 1,
  ArrowLeft: (selected) => selected - 1,
  Home: () => 0,
  End: (_selected, count) => count - 1,
};

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
    const move = TAB_KEYS[event.key];
    if (move) {
      event.preventDefault();
      select(move(selected, tabs.length));
    }
  };

  // One markup before and after hydration, so nothing moves when the island hydrates (on use, often long after the
  // first paint) and a dialog opened before stays open: the tabs with Facial's cards. A tap on a tab before hydration
  // is replayed once it is done, and so are the arrow, Home and End keys (src/render/client/hydrate.ts,
  // data-replay-keys). Where script cannot run, CSS shows every group under its heading instead, and hides the tab
  // buttons that would do nothing (widgets.css, `scripting: none`).
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label="Categorias de protocolos" onKeyDown={onKeyDown} data-replay-keys={Object.keys(TAB_KEYS).join(' ')}>
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
      {tabs.map((tab, index) => (
        <section
          key={tab.key}
          role="tabpanel"
          id={`${uid}painel-${tab.key}`}
          aria-labelledby={`${uid}tab-${tab.key}`}
          tabIndex={hydrated ? 0 : undefined}
          className={index === selected ? 'tabs__panel tabs__panel--selected' : 'tabs__panel'}
          onClickCapture={() => setSelected(index)}
        >
          <h3 className="tabs__group-title">{tab.label}</h3>
          {panel(tab)}
        </section>
      ))}
    </div>
  );
}
