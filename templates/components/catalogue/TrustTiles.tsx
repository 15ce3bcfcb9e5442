import { staticMarkup } from '../static-markup.ts';
import { CatalogueIcon, type IconName } from './CatalogueIcon.tsx';

/**
 * The four fixed tiles of treatment and service pages (Segurança, Cuidado, Qualidade, Resultados;
 * docs/site.md#detail-pages-in-common). Sober one-line texts with no promise of results (CFM Resolution 2.336/2023, see
 * docs/site.md#medical-advertising-rules).
 */
export const TRUST_TILES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Segurança', text: 'Procedimentos feitos pela equipe médica, com protocolos de biossegurança.' },
  { icon: 'heart', title: 'Cuidado', text: 'Atendimento individual, com escuta e orientação em cada etapa.' },
  { icon: 'check', title: 'Qualidade', text: 'Produtos regularizados e equipamentos com manutenção em dia.' },
  { icon: 'sparkle', title: 'Resultados', text: 'Plano realista definido na avaliação; os resultados variam de pessoa para pessoa.' },
];

/**
 * Drawn once per heading level (static-markup.ts): the tiles are the same on every detail page. The inner HTML is
 * React's own markup.
 */
export function TrustTiles({ headingLevel }: { headingLevel: 3 | 4 }) {
  return <ul className="cat-tiles" dangerouslySetInnerHTML={{ __html: staticMarkup(TRUST_TILES, `h${headingLevel}`, () => <Tiles headingLevel={headingLevel} />) }} />;
}

function Tiles({ headingLevel }: { headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {TRUST_TILES.map((tile) => (
        <li key={tile.title} className="cat-tile">
          <CatalogueIcon name={tile.icon} className="cat-icon cat-icon--tile" />
          <Heading className="cat-tile__title">{tile.title}</Heading>
          <p className="cat-tile__text">{tile.text}</p>
        </li>
      ))}
    </>
  );
}
