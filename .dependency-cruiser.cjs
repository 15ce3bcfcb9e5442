/**
 * The import graph of clinic-site, checked by `npm run lint` (docs/architecture.md#stage-order):
 *
 *   sheets/ ─read─▶ tables ─validate─▶ records ─images─▶ processed images ─model─▶ SiteModel ─routes─▶ pages
 *   ─render─▶ files ─write─▶ out/
 *
 * - no import cycle, anywhere;
 * - a stage imports only earlier stages, never a later one (STAGES below, earliest first);
 * - templates/ import from src/ only the model's types and pure helpers (TEMPLATE_MODEL_FILES);
 * - code in src/ never imports test/.
 * Tests (*.test.ts, *.test.tsx) may import anything: end-to-end tests drive the CLI, and shared helpers live in
 * test/support/.
 *
 * `npm run lint:graph` prints the stage graph drawn from the code (one node per folder).
 */

/**
 * The stages, earliest first. A folder may import its own files and the folders of earlier entries; a folder
 * imports nothing from a later entry, nor from another folder of the same entry (the tools do not use each other
 * except `leads` → `serve`, which therefore comes first).
 */
const STAGES = [
  // Leaves every stage may use: the error catalogues and Problem, the cell parsers, the package's own folder, `mkdir -p`
  // that cannot loop, and the one guarded download (bounded, kept off the private network) that sheet sources and photo links share.
  ['errors', 'parse', 'package-root.ts', 'folders.ts', 'net'],
  ['read'],
  // Workbooks from the links in fontes.txt: run before read (it hands read the downloaded files), listed after it
  // because it uses read's list of workbook names.
  ['sources'],
  ['validate'],
  ['compliance'],
  // Records → processed images (sharp): the build runs it between the records and the model.
  ['images'],
  ['model'],
  ['routes'],
  ['deploy'],
  ['render'],
  ['write'],
  // What a publish changes: the build stores its catalogue summary; `diff` compares two checks of the sheets.
  ['diff'],
  ['pipeline'],
  ['serve'],
  ['leads', 'dev', 'init'],
  // `publish`: build, compare, guard, deploy, tell staff (it sends its e-mail with the lead server's SMTP settings).
  ['publish'],
  ['cli'],
];

/** The model files templates may import: types, page props and breadcrumbs, all free of pipeline code. */
const TEMPLATE_MODEL_FILES = ['types.ts', 'page-props.ts', 'crumbs.ts'];

const TESTS = '\\.test\\.tsx?$';
const escape = (name) => name.replace(/[.]/g, '\\.');
const stagePath = (names) => `^src/(${names.map(escape).join('|')})($|/)`;

const backwardRules = STAGES.flatMap((stage, index) => {
  const laterOrSame = STAGES.slice(index).flat();
  return stage.map((name) => ({
    name: `stage-order-${name.replace(/\.ts$/, '')}`,
    comment:
      `src/${name} imports only earlier stages (${STAGES.slice(0, index).flat().join(', ') || 'none: it is a leaf'}); ` +
      'see docs/architecture.md#stage-order.',
    severity: 'error',
    from: { path: stagePath([name]), pathNot: TESTS },
    to: { path: stagePath(laterOrSame.filter((other) => other !== name)) },
  }));
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'No two modules import each other, directly or through others: the graph stays a DAG.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...backwardRules,
    {
      name: 'templates-import-model-types-only',
      comment:
        'Templates render props; from src/ they import only the model types and pure helpers ' +
        `(src/model/${TEMPLATE_MODEL_FILES.join(', src/model/')}); see docs/templates.md.`,
      severity: 'error',
      from: { path: '^templates/', pathNot: TESTS },
      to: { path: '^src/', pathNot: `^src/model/(${TEMPLATE_MODEL_FILES.map(escape).join('|')})$` },
    },
    {
      name: 'src-never-imports-test',
      comment: 'Test helpers live in test/; the product never loads them.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: {
      // `npm run lint:graph`: one node per src/ folder (and templates/), edges as the code draws them.
      text: { highlightFocused: true },
    },
  },
};
