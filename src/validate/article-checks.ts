/**
 * Checks of a blog article that look at more than one cell: the update date cannot precede the publication date, and
 * an article signed by someone other than the responsible doctor must carry that author's CRM (CFM 2.336/2023 asks
 * for the CRM next to medical content), and a body with an element left open (`<style>`, `<math>`, `<!--`) that
 * would silently drop the rest of the article; and two articles to publish with the same title, which would show
 * twice in the blog list and the feed (or twice as the same <title> in search results). Related slugs, duplicate slugs
 * and images are checked with the catalogues' own checks (cross-checks.ts).
 */
import { problem, type Problem } from '../errors/problems.ts';
import { formatLongDate, parseSheetDate } from '../parse/dates.ts';
import { foldAccents } from '../parse/fold-accents.ts';
import { mayHideText, renderMarkdown, unclosedElement } from '../parse/markdown.ts';
import { parseYesNo } from '../parse/yes-no.ts';
import type { ArticleRow, Located } from './records.ts';

export function checkArticles(articles: Located<ArticleRow>[]): Problem[] {
  const problems: Problem[] = [];
  for (const article of articles) {
    const { value } = article;
    const published = parseSheetDate(value.published);
    const updated = value.updated ? parseSheetDate(value.updated) : null;
    if (published && updated && updated < published) {
      const { location, row, value: cell } = article.source.cell('updated');
      problems.push(
        problem('ATUALIZACAO_ANTES_DA_PUBLICACAO', { published: formatLongDate(published), updated: formatLongDate(updated) }, location, { row, value: cell }),
      );
    }
    if (value.author?.trim() && !value.authorCrm?.trim()) {
      // Point at the empty CRM cell; when the sheet has no CRM column at all, at the author's name.
      const crmCell = article.source.cell('authorCrm');
      const { location, row, value: cell } = crmCell.location.column ? crmCell : article.source.cell('author');
      problems.push(problem('AUTOR_SEM_CRM', { author: value.author.trim() }, location, { row, value: cell }));
    }
    // An unclosed <style>, <math>, <!-- … takes the rest of the article with it when the text is sanitized.
    const unclosed = value.body && mayHideText(value.body) ? unclosedElement(renderMarkdown(value.body)) : null;
    if (unclosed) {
      const { location, row, value: cell } = article.source.cell('body');
      problems.push(problem('TEXTO_ENGOLIDO', unclosed, location, { row, value: cell }));
    }
  }
  checkRepeatedTitles(articles, problems);
  return problems;
}

/** A title as a reader tells two apart: spaces, case and accents do not make it another one. */
const titleKey = (title: string) => foldAccents(title.trim().replace(/\s+/g, ' '));

/**
 * Two articles to publish (different addresses: a repeated one is SLUG_REPETIDO) with the same title or the same
 * title for Google: a warning at the later row's cell, naming the earlier row. Drafts are left out: a copy of an
 * article kept as a draft to rework it has no page, and is checked once it is marked to publish.
 */
function checkRepeatedTitles(articles: Located<ArticleRow>[], problems: Problem[]): void {
  const firstWith = { title: new Map<string, Located<ArticleRow>>(), seoTitle: new Map<string, Located<ArticleRow>>() };
  for (const article of articles) {
    if (parseYesNo(article.value.publish) !== true) continue;
    for (const field of ['title', 'seoTitle'] as const) {
      const key = titleKey(article.value[field]);
      const first = firstWith[field].get(key);
      if (!first) {
        firstWith[field].set(key, article);
        continue;
      }
      const { location, row, value } = article.source.cell(field);
      const args = { title: article.value[field].trim(), firstRow: first.source.location.row ?? 0, firstSlug: first.value.slug, google: field === 'seoTitle' };
      problems.push(problem('TITULO_REPETIDO', args, location, { row, value }));
    }
  }
}
