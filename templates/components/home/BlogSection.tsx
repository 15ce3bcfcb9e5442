/** Home '#blog' (spec §2 anchor). No blog page exists (spec: "whether a Blog page exists is not shown"), so no link. */
import type { SiteModel } from '../../../src/model/types.ts';

export function BlogSection({ site }: { site: SiteModel }) {
  return (
    <section className="section section--green" id="blog" aria-labelledby="blog-titulo">
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">Blog</p>
          <h2 id="blog-titulo">{site.texts.homeBlogTitle}</h2>
          <p className="lead">{site.texts.homeBlogIntro}</p>
        </header>
      </div>
    </section>
  );
}
