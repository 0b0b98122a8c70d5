import { FEEDBACK_STATUSES, FEEDBACK_TYPE_LABELS } from '@fidelidade/contract/enums';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { type FEEDBACK_TYPES, feedbacks, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { byLabel, enumOrder, orderBy, sortableList } from '../domain/ordering.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackFilter {
  /** Only this customer's feedback (customer app). */
  userId?: number | undefined;
  search?: string | undefined;
  status?: FeedbackStatus | undefined;
  type?: FeedbackType | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** `status` sorts in workflow order (pending → closed), `feedback_type` by its pt-BR label. */
export const FEEDBACK_ORDERING = sortableList(
  'communications/admin/feedback/list/',
  {
    created_at: feedbacks.createdAt,
    user_name: users.fullName,
    subject: feedbacks.subject,
    feedback_type: enumOrder(feedbacks.feedbackType, byLabel(FEEDBACK_TYPE_LABELS)),
    priority: feedbacks.priority,
    status: enumOrder(feedbacks.status, FEEDBACK_STATUSES),
  },
  feedbacks.id,
);

export interface NewFeedback {
  userId: number;
  subject: string;
  message: string;
  feedbackType: FeedbackType;
  priority: number;
}

const responder = alias(users, 'responder');

const columns = {
  id: feedbacks.id,
  userId: feedbacks.userId,
  userName: users.fullName,
  userCpf: users.cpf,
  subject: feedbacks.subject,
  message: feedbacks.message,
  feedbackType: feedbacks.feedbackType,
  priority: feedbacks.priority,
  status: feedbacks.status,
  adminResponse: feedbacks.adminResponse,
  respondedAt: feedbacks.respondedAt,
  respondedByName: responder.fullName,
  createdAt: feedbacks.createdAt,
};

function selectBase(db: Database) {
  return db
    .select(columns)
    .from(feedbacks)
    .innerJoin(users, eq(users.id, feedbacks.userId))
    .leftJoin(responder, eq(responder.id, feedbacks.respondedById));
}

export type FeedbackRow = Awaited<ReturnType<typeof selectBase>>[number];

export function createFeedbacksRepository(db: Database) {
  const base = () => selectBase(db);

  function where(filter: FeedbackFilter): SQL | undefined {
    const term = filter.search?.trim();
    let searchSql: SQL | undefined;
    if (term) {
      const pattern = likePattern(term);
      // A CPF only when the term is digits (any CPF punctuation), as in the users lists: a subject
      // searched with a number in it ('Revisão 10') must not match every CPF holding '10'.
      const digits = term.replace(/[.\-\s]/g, '');
      searchSql = or(
        ilikeUnaccent(feedbacks.subject, pattern),
        ilikeUnaccent(feedbacks.message, pattern),
        ilikeUnaccent(users.fullName, pattern),
        // CPFs are stored as digits; '123.456' matches too.
        /^\d+$/.test(digits) ? sql`${users.cpf} like ${likePattern(digits)}` : undefined,
      );
    }
    return and(
      filter.userId === undefined ? undefined : eq(feedbacks.userId, filter.userId),
      searchSql,
      filter.status ? eq(feedbacks.status, filter.status) : undefined,
      filter.type ? eq(feedbacks.feedbackType, filter.type) : undefined,
    );
  }

  /** The feedback of `filter` in the list's order (no paging): pages and exports. */
  function listQuery(filter: FeedbackFilter) {
    return base()
      .where(where(filter))
      .orderBy(...orderBy(filter.ordering, FEEDBACK_ORDERING));
  }

  async function findById(id: number, userId?: number): Promise<FeedbackRow | undefined> {
    const [row] = await base()
      .where(and(eq(feedbacks.id, id), userId === undefined ? undefined : eq(feedbacks.userId, userId)))
      .limit(1);
    return row;
  }

  return {
    findById,

    listQuery,

    /** A page (newest first by default) plus the total count. */
    async page(filter: FeedbackFilter, p: Paging): Promise<{ count: number; rows: FeedbackRow[] }> {
      const query = listQuery(filter);
      const [total] = await db
        .select({ value: count() })
        .from(feedbacks)
        .innerJoin(users, eq(users.id, feedbacks.userId))
        .where(where(filter));
      const rows = await query.limit(p.pageSize).offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },

    async create(input: NewFeedback): Promise<FeedbackRow> {
      const [created] = await db.insert(feedbacks).values(input).returning({ id: feedbacks.id });
      return (await findById(created?.id ?? -1)) as FeedbackRow;
    },

    /** Stores the admin's answer and status, who answered and when; undefined for an unknown id. */
    async respond(
      id: number,
      answer: { response: string; status: FeedbackStatus; respondedById: number },
    ): Promise<FeedbackRow | undefined> {
      const updated = await db
        .update(feedbacks)
        .set({
          adminResponse: answer.response,
          status: answer.status,
          respondedById: answer.respondedById,
          respondedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(feedbacks.id, id))
        .returning({ id: feedbacks.id });
      return updated.length === 0 ? undefined : findById(id);
    },
  };
}

export type FeedbacksRepository = ReturnType<typeof createFeedbacksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    feedbacksRepository: FeedbacksRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('feedbacksRepository', createFeedbacksRepository(app.db));
  },
  { name: 'feedbacks-repository', dependencies: ['db'] },
);
