/**
 * The 'Especialista' badge. CFM rule (docs/site.md#medical-advertising-rules): wherever the doctor is named or this
 * badge shows, CRM and RQE show with it, so the badge always carries name, CRM and RQE and cannot be rendered without
 * them; and a specialist is announced with the specialty the RQE registers, so "Especialista" never stands alone.
 * Resolução CFM 2.336/2023, art. 4º: the CRM "acompanhado da palavra MÉDICO" (I), and the specialty "seguida pelo
 * número de Registro de Qualificação de Especialista" (II): "Médica · CRM-SP 000000 · Dermatologia · RQE 00000".
 */
import type { Settings } from '../../src/model/types.ts';

interface Props {
  doctor: Settings['doctor'];
  /** 'overlay' sits on an image (detail heroes); 'inline' flows in text. */
  variant?: 'inline' | 'overlay';
}

export function SpecialistBadge({ doctor, variant = 'inline' }: Props) {
  return (
    <p className={`specialist specialist--${variant}`}>
      <span className="badge badge--specialist">Especialista</span>
      <span className="specialist__name">{doctor.name}</span>
      <span className="specialist__ids">
        {[doctor.word, doctor.crm, doctor.specialty, doctor.rqe].filter(Boolean).join(' · ')}
      </span>
    </p>
  );
}
