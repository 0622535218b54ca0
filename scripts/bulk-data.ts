/** Names shared by the bulk seed (scripts/seed-bulk.ts) and the benchmark (scripts/bench.ts). */
export const BENCH_COMPANY = 'Bench Busy Co';
export const BENCH_OWNER_EMAIL = 'owner@bench-busy.example';
/** Every other generated giver signs in under this domain. */
export const BULK_EMAIL_DOMAIN = 'bulk.goodhive.example';
/** payment_reference prefix of generated contribution groups. */
export const BULK_REFERENCE = 'bulk-';
/** Summary of the generated projects. */
export const BULK_PROJECT_SUMMARY = 'Generated for load tests.';
