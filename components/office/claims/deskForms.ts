// The claims desk's two forms in one module, so the claim screen loads them (and the code they share) as one chunk.
export { ClaimNoteForm } from '@/components/claims/ClaimNoteForm';
export { MoveClaimForm } from './MoveClaimForm';
