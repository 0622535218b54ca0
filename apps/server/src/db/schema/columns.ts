import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Audit columns every business table carries: when and by whom it was made and last changed (UTC). */
export const auditColumns = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
};

export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
