import { EVIDENCE_KINDS } from '@/lib/domain/evidence';
import { enumType } from './declareAction';

/** `evidence_kind`: what a photo or document is of (lib/domain/evidence.ts). */
export const EVIDENCE_KIND = enumType('evidence_kind', EVIDENCE_KINDS, 'What a photo or document shows: the phone at the sale, the damage or the police report on a claim.');
