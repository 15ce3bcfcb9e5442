/**
 * /politica-de-privacidade (docs/site.md#lgpd): controller, data-protection officer, retention, and the policy text.
 */
import { PRIVACY_CRUMBS } from '../../src/model/crumbs.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { nestHeadings } from '../components/heading-levels.ts';
import { Layout } from '../components/Layout.tsx';
import { mailtoHref } from '../components/links.ts';

export default function Privacy({ site, path }: TemplateProps['privacy']) {
  const { privacy } = site;
  return (
    <Layout site={site} path={path}>
      <section className="section page-intro">
        <div className="container">
          <Breadcrumb items={PRIVACY_CRUMBS} />
          <h1>Política de Privacidade</h1>
          <dl className="facts">
            <div>
              <dt>Controlador dos dados</dt>
              <dd>{privacy.controller}</dd>
            </div>
            <div>
              <dt>Encarregado (DPO)</dt>
              <dd>
                {privacy.dpoName} – <a href={mailtoHref(privacy.dpoEmail)}>{privacy.dpoEmail}</a>
              </dd>
            </div>
            <div>
              <dt>Prazo de guarda</dt>
              <dd>{privacy.retentionDays} dias</dd>
            </div>
          </dl>
          {/* privacy.html is sanitized by the model; its headings go right under the page's h1. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(privacy.html, 2) }} />
        </div>
      </section>
    </Layout>
  );
}
