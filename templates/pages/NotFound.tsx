/** Not-found page (docs/site.md#not-found-page): heading 404, 'Ops! Página não encontrada.' and a link to home. */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Layout } from '../components/Layout.tsx';

export default function NotFound({ site, path }: TemplateProps['notFound']) {
  return (
    <Layout site={site} path={path}>
      <section className="section not-found">
        <div className="container not-found__inner">
          <h1 className="not-found__code">404</h1>
          <p className="lead">Ops! Página não encontrada.</p>
          <div className="cluster not-found__actions">
            <a className="btn btn--primary" href="/">Voltar para o início</a>
            <a className="btn btn--secondary" href="/servico">Ver serviços</a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
