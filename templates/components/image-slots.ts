/**
 * The places a content image fills, each with the `sizes` that tells the browser how wide the image is drawn there,
 * before any CSS has loaded, so that it picks the smallest file of the `srcset` that stays sharp. Each value follows
 * the CSS of its slot (the file named beside it); change one with the other. The container is 72rem wide at most with
 * 1–2rem of padding on each side.
 */
export const IMAGE_SLOTS = {
  /** Catalogue cards and blog cards, 1/2/3 columns (catalogue.css .cat-grid, blog.css .blog-grid). */
  card: '(min-width: 72rem) 22rem, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc((100vw - 5.5rem) / 2), calc(100vw - 2rem)',
  /** Home services, 1/2/4 columns (foundation.css .grid--4). */
  teaser: '(min-width: 72rem) 16rem, (min-width: 64rem) calc((100vw - 8.5rem) / 4), (min-width: 40rem) calc((100vw - 5.5rem) / 2), calc(100vw - 2rem)',
  /** Treatment and service heroes, beside the text from 60rem (catalogue.css .cat-hero__grid). */
  hero: '(min-width: 72rem) 32rem, (min-width: 60rem) calc((100vw - 8rem) / 2.05), calc(100vw - 2rem)',
  /** The protocol hero's background, the whole width (catalogue.css .cat-phero__image). */
  background: '100vw',
  /** The home page's clinic image, beside the text from 56rem (pages.css .hero__grid). */
  portrait: '(min-width: 72rem) 30rem, (min-width: 56rem) calc((100vw - 7rem) * 0.45), calc(100vw - 2rem)',
  /** Related items, at least 17rem per column (catalogue.css .cat-related). */
  related: '(min-width: 72rem) 22rem, (min-width: 40rem) calc((100vw - 5.5rem) / 2), calc(100vw - 2rem)',
  /** A blog article's cover, in the article's narrow column (blog.css .blog-article__narrow, 46rem). */
  article: '(min-width: 50rem) 46rem, calc(100vw - 2rem)',
  /** The protocol dialog (widgets.css .dialog). */
  dialog: '(min-width: 38rem) 32rem, calc(100vw - 4.5rem)',
} as const;

export type ImageSlot = keyof typeof IMAGE_SLOTS;
