/** /blog and /blog/pagina/{n}: the published articles, newest first, twelve per page. */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { blogListCrumbs } from '../../src/model/crumbs.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Layout } from '../components/Layout.tsx';
import { ArticleGrid } from '../components/blog/ArticleCard.tsx';
import { BlogPagination } from '../components/blog/BlogPagination.tsx';

export default function BlogList({ site, path, listPage }: TemplateProps['blogList']) {
  const { texts } = site;
  return (
    <Layout site={site} path={path}>
      <header className="cat-list-header">
        <div className="container">
          <Breadcrumb items={blogListCrumbs(listPage.number)} />
          <p className="eyebrow">Blog</p>
          <h1 className="cat-list-header__title">
            {texts.homeBlogTitle}
            {listPage.number > 1 && <span className="blog-page-number">{` (página ${listPage.number})`}</span>}
          </h1>
          <p className="cat-list-header__intro">{texts.homeBlogIntro}</p>
        </div>
      </header>
      <section className="section blog-list" aria-label="Artigos">
        <div className="container">
          <ArticleGrid articles={listPage.articles} headingLevel={2} label="Artigos" />
          <BlogPagination listPage={listPage} />
        </div>
      </section>
    </Layout>
  );
}
