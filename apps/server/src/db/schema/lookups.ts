import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: varchar('code', { length: 2 }).notNull(),
    dialing_code: varchar('dialing_code', { length: 16 }).notNull(),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
  },
  (t) => [uniqueIndex('states_country_code_uq').on(t.country_id, t.code)],
);

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Broad impact groups (water, environment, education ...) that project categories roll up into. */
export const impactCategories = pgTable('impact_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  impact_category_id: integer('impact_category_id').references(() => impactCategories.id),
});

export const roleGroups = pgTable('role_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: varchar('slug', { length: 32 }).notNull().unique(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  group_id: integer('group_id')
    .notNull()
    .references(() => roleGroups.id),
});
