/**
 * What makes a customer due for a campaign at an instant, and which occurrence that is (docs/
 * architecture.md §5, "Audiences and campaigns"): the key that makes a campaign reach a customer
 * once per birthday year, per lapse after a service, per expiry day, or once for a first purchase.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CampaignRow } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';

const TZ = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The São Paulo calendar day of an instant: [year, month, day]. */
export function saoPauloDay(at: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number);
  return [parts[0] ?? 1970, parts[1] ?? 1, parts[2] ?? 1];
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export interface TriggerSql {
  /** Customers due now (a condition over "users"). */
  due: SQL;
  /** The occurrence of each due customer (text). */
  occurrence: SQL;
}

/** The earliest São Paulo day on which the customer's live points expire within the window. */
function firstExpiry(at: Date, days: number): SQL {
  const until = new Date(at.getTime() + days * DAY_MS);
  return sql`(select min(b."expires_at") from "points_batches" b
    where b."user_id" = ${users.id} and b."released_at" is not null and b."remaining" > 0
      and b."expires_at" > ${instant(at)} and b."expires_at" <= ${instant(until)})`;
}

export function triggerSql(campaign: CampaignRow, at: Date): TriggerSql {
  const days = campaign.triggerDays ?? 30;
  switch (campaign.trigger) {
    case 'BIRTHDAY': {
      const [year, month, day] = saoPauloDay(at);
      const md = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      // 29 February birthdays are celebrated on the 28th in the other years.
      const leapDay = month === 2 && day === 28 && !isLeap(year);
      const birthday = sql`to_char(${users.birthDate}, 'MM-DD')`;
      return {
        due: leapDay ? sql`${birthday} in (${md}, '02-29')` : sql`${birthday} = ${md}`,
        occurrence: sql`${`birthday:${year}`}::text`,
      };
    }
    case 'WIN_BACK':
      return {
        due: sql`${users.lastServiceAt} <= ${instant(new Date(at.getTime() - days * DAY_MS))}`,
        occurrence: sql`('service:' || to_char(${users.lastServiceAt} at time zone ${TZ}, 'YYYY-MM-DD'))`,
      };
    case 'POINTS_EXPIRING': {
      const until = new Date(at.getTime() + days * DAY_MS);
      return {
        due: sql`${users.id} in (select b."user_id" from "points_batches" b
          where b."released_at" is not null and b."remaining" > 0
            and b."expires_at" > ${instant(at)} and b."expires_at" <= ${instant(until)})`,
        occurrence: sql`('expiry:' || to_char(${firstExpiry(at, days)} at time zone ${TZ}, 'YYYY-MM-DD'))`,
      };
    }
    case 'FIRST_PURCHASE':
      return {
        due: sql`${users.firstPurchaseAt} >= ${instant(campaign.startsAt)} and ${users.firstPurchaseAt} <= ${instant(at)}`,
        occurrence: sql`'first'::text`,
      };
  }
}
