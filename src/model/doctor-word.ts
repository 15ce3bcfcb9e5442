/**
 * The word the CFM asks next to a physician's CRM in medical advertising (Resolução CFM 2.336/2023, art. 4º, I: name
 * and CRM "acompanhados da palavra MÉDICO"): "Médica" after "Dra.", "Médico" otherwise. None for another council's
 * registration (a blog author who is a dentist publishes a CRO, and is no physician).
 */
import { isCrm } from '../parse/registrations.ts';

export function doctorWord(name: string, registration: string): 'Médica' | 'Médico' | null {
  if (!isCrm(registration)) return null;
  return /^\s*dra\.?(\s|$)/i.test(name) ? 'Médica' : 'Médico';
}
