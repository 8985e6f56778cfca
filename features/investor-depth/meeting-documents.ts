/** A meeting's documents in the order a meeting produces them: notice, materials, voting guide, resolutions, lawyer's opinion, others. */
import { MEETING_DOCUMENT_KINDS, type MeetingDocument, type MeetingDocumentKind } from '@/lib/backend/ir-types';

export function documentsByKind(documents: readonly MeetingDocument[]): { kind: MeetingDocumentKind; documents: MeetingDocument[] }[] {
  return MEETING_DOCUMENT_KINDS.map((kind) => ({ kind, documents: documents.filter((document) => document.kind === kind) })).filter(
    (group) => group.documents.length > 0,
  );
}
