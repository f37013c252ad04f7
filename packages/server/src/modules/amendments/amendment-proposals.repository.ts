import { and, asc, eq } from 'drizzle-orm';
import type { AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import type { Database } from '../../db/client.ts';
import { amendmentProposals, users } from '../../db/schema.ts';

// Queries of amendment proposals (docs/agreements.md#amendments); no decisions here.

export type ProposalRecord = typeof amendmentProposals.$inferSelect;
export type ProposalValues = typeof amendmentProposals.$inferInsert;
/** Stored `content`: what the proposal changed, and the number it would then have taken. */
export type ProposalContent = AmendmentContent & { number: number };

/** The name and account e-mail of who accepts, as the acceptance block prints them. */
export async function accepterOf(
  db: Database,
  userId: string,
): Promise<{ fullName: string; email: string }> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    fullName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(),
    email: row?.email ?? '',
  };
}

export async function findProposal(
  db: Database,
  proposalId: string,
): Promise<ProposalRecord | undefined> {
  const [row] = await db
    .select()
    .from(amendmentProposals)
    .where(eq(amendmentProposals.id, proposalId));
  return row;
}

/** The proposal held FOR UPDATE: two answers to it run one after the other. */
export async function lockProposal(
  tx: Database,
  proposalId: string,
): Promise<ProposalRecord | undefined> {
  const [row] = await tx
    .select()
    .from(amendmentProposals)
    .where(eq(amendmentProposals.id, proposalId))
    .for('update');
  return row;
}

export async function proposalsOfBooking(
  db: Database,
  bookingId: string,
): Promise<ProposalRecord[]> {
  return db
    .select()
    .from(amendmentProposals)
    .where(eq(amendmentProposals.bookingId, bookingId))
    .orderBy(asc(amendmentProposals.proposedAt));
}

/** A new proposal replaces the one still waiting (one pending per booking, unique index). */
export async function supersedePendingProposal(
  tx: Database,
  bookingId: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(amendmentProposals)
    .set({ status: 'superseded', decidedAt: at })
    .where(
      and(eq(amendmentProposals.bookingId, bookingId), eq(amendmentProposals.status, 'pending')),
    )
    .returning({ id: amendmentProposals.id });
  return rows.length;
}

export async function insertProposal(
  tx: Database,
  values: ProposalValues,
): Promise<ProposalRecord> {
  const [row] = await tx.insert(amendmentProposals).values(values).returning();
  return row!;
}

export async function decideProposal(
  tx: Database,
  proposalId: string,
  values: Pick<ProposalValues, 'status' | 'decidedByUserId' | 'decidedAt'> &
    Partial<Pick<ProposalValues, 'refusalReason' | 'amendmentId'>>,
): Promise<ProposalRecord> {
  const [row] = await tx
    .update(amendmentProposals)
    .set(values)
    .where(eq(amendmentProposals.id, proposalId))
    .returning();
  return row!;
}
