/**
 * The seed of the investor questions: the demo's published questions and answers, asked in Chinese, with their English
 * translations, answered and published with the askers' consent; the demo member asked one of them (`/account`).
 * They keep the demo's ids, which the site's anchors hold (`/investor/qa#qa-1012`).
 */
import type { Payload } from 'payload';
import { newItem } from '../queues/queue';
import { QUESTION_QUEUE } from '../queues/questions';
import { chinaDay } from '../queues/working-days';
import type { SeedContent } from './content';

const QUIET = { quiet: true };

export async function seedQuestions(payload: Payload, content: SeedContent): Promise<string> {
  const members = new Map<string, { id: number; email?: string | null }>();
  for (const question of content.questions) {
    const asked = Date.parse(question.asked_at);
    let member = question.member ? members.get(question.member) : undefined;
    if (question.member && !member) {
      const found = await payload.find({
        collection: 'members',
        where: { username: { equals: question.member } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      });
      member = found.docs[0] as { id: number; email?: string | null } | undefined;
      if (member) members.set(question.member, member);
    }
    await payload.create({
      collection: 'investor-questions',
      data: {
        // Received when it was asked, and due by the working calendar, as any question.
        ...(await newItem(payload, QUESTION_QUEUE, 'IQ', 'zh', asked)),
        id: question.id,
        reference: `IQ-${chinaDay(asked).replaceAll('-', '')}-${question.code ?? String(question.id).padStart(4, '0')}`,
        status: 'answered',
        category: question.category as 'other',
        question: question.zh.question,
        answer: question.zh.answer,
        translation: { question: question.en.question, answer: question.en.answer },
        asker_zh: question.zh.asker || undefined,
        asker_en: question.en.asker || undefined,
        email: member?.email || `qa-${question.id}@investors.example`,
        member: member?.id ?? null,
        consent: { publish: true, policy_version: '', given_at: new Date(asked).toISOString() },
        published: true,
        answered_at: new Date(question.answered_at).toISOString(),
        closed_at: new Date(question.answered_at).toISOString(),
      },
      overrideAccess: true,
      context: QUIET,
    });
  }
  return `${content.questions.length} published investor questions`;
}
