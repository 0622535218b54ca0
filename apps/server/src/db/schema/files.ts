import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { countries } from './lookups.js';
import { partners } from './partners.js';
import { users } from './users.js';

/** An uploaded file: its bytes live in the file storage under `storage_key`; this row says what it is and whose. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** Random key in the storage; never derived from the uploaded name. */
    storage_key: varchar('storage_key', { length: 80 }).notNull(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** What the file is for: org-image, project-image or document. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    byte_size: integer('byte_size').notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    /** Public files (images shown on public pages) are served to anyone; others to their owner and staff. */
    is_public: boolean('is_public').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('files_storage_key_uq').on(t.storage_key), index('files_owner_idx').on(t.owner_user_id)],
);

/** The people a partner organisation can be reached through (the 'Partner contacts' of the partner profile). */
export const partnerContacts = pgTable(
  'partner_contacts',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    /** Whether this contact receives the platform's notifications. */
    notifications: boolean('notifications').notNull().default(false),
    title: varchar('title', { length: 16 }),
    first_name: varchar('first_name', { length: 40 }).notNull(),
    last_name: varchar('last_name', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    position: varchar('position', { length: 80 }),
    ...auditColumns,
  },
  (t) => [index('partner_contacts_partner_idx').on(t.partner_id)],
);

/** A partner's tax registrations, one per country and kind. */
export const partnerTaxDetails = pgTable(
  'partner_tax_details',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    tax_type: varchar('tax_type', { length: 64 }).notNull(),
    tax_number: varchar('tax_number', { length: 64 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('partner_tax_details_partner_idx').on(t.partner_id), check('partner_tax_details_number_ck', sql`length(${t.tax_number}) > 0`)],
);
