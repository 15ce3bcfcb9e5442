/**
 * Every page's body: skip link, navigation bar (island), `<main id="conteudo">`, footer, floating WhatsApp button.
 * The page-wide behaviours (referral cookie, button ripple, the bar's scroll) need no React and run from the islands
 * script itself (src/render/client/page-behaviours.ts).
 */
import type { ReactNode } from 'react';
import type { SiteModel } from '../../src/model/types.ts';
import Navbar from '../islands/Navbar.tsx';
import type { NavMenu } from '../islands/navbar/model.ts';
import { FloatingWhatsApp } from './FloatingWhatsApp.tsx';
import { Footer } from './Footer.tsx';
import { Island } from './Island.tsx';

interface Props {
  site: SiteModel;
  path: string;
  children: ReactNode;
}

/** One menus array per site: the same object on every page, so the build serializes it once (src/render/islands.ts). */
const menusOfSite = new WeakMap<SiteModel['menus'], NavMenu[]>();

/** The navbar's plain-JSON props: only titles, slugs and categories of the menus. */
export function navMenus(site: SiteModel): NavMenu[] {
  let menus = menusOfSite.get(site.menus);
  if (!menus) {
    const { servicos, tratamentos, protocolos } = site.menus;
    menus = [
      { key: 'servicos', ...servicos },
      { key: 'tratamentos', ...tratamentos },
      { key: 'protocolos', ...protocolos },
    ];
    menusOfSite.set(site.menus, menus);
  }
  return menus;
}

/**
 * The path the navigation bar needs: it only marks the current section (as the page itself, or a page under it) and
 * tells the home page apart, so every page under a section ('/servico/botox', '/servico/pagina/2'…) gives the bar the
 * same props ('/servico/*') and the build renders the bar twice per section.
 */
export function navPath(path: string): string {
  const section = /^(\/(?:servico|tratamento|protocolo|blog))\//.exec(path);
  return section ? `${section[1]}/*` : path;
}

export function Layout({ site, path, children }: Props) {
  const { settings } = site;
  return (
    <>
      <a className="skip-link" href="#conteudo">Pular para o conteúdo</a>
      <Island
        component={Navbar}
        props={{ clinicName: settings.clinicName, logo: settings.logo, path: navPath(path), menus: navMenus(site), blog: site.blog.articles.length > 0 }}
      />
      <main id="conteudo" tabIndex={-1}>{children}</main>
      <Footer site={site} />
      <FloatingWhatsApp site={site} />
    </>
  );
}
