/** Home '#sobre': the about text (sanitized HTML from the sheet) and the doctor with CRM and RQE (CFM rule). */
import type { SiteModel } from '../../../src/model/types.ts';
import { SpecialistBadge } from '../SpecialistBadge.tsx';

export function AboutSection({ site }: { site: SiteModel }) {
  const { about } = site.home;
  const { doctor } = site.settings;
  return (
    <section className="section" id="sobre" aria-labelledby="sobre-titulo">
      <div className="container about">
        <div>
          <p className="eyebrow">Sobre a clínica</p>
          <h2 id="sobre-titulo">{about.title}</h2>
        </div>
        <div>
          {/* about.html is sanitized by the model (docs/site.md#rich-text-and-sanitizer), so it is safe to insert as HTML. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: about.html }} />
          <div className="about__doctor">
            {/* The badge always carries name, CRM and RQE (CFM rule), so it is the doctor's only mention here. */}
            <p className="about__doctor-role">Direção médica · {doctor.specialty}</p>
            <SpecialistBadge doctor={doctor} />
          </div>
        </div>
      </div>
    </section>
  );
}
