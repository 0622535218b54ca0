import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, createSerializerCompiler, simplifyNullables } from '../src/plugins/serializer.js';

const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  joined_at: z.string(),
  tags: z.array(z.enum(['giver', 'partner'])),
});

const row = { id: 7, name: 'Ada', company: { id: 3, name: 'Brightside', secret: 'x' }, note: null, joined_at: '2026-11-25T00:00:00.000Z', tags: ['giver'] };

describe('compiled answer writers', () => {
  it('write what JSON.stringify of the zod output writes, and nothing the schema does not declare', () => {
    const write = compileWriter(userSchema)!;
    expect(write).toBeTypeOf('function');
    const withExtras = { ...row, password_hash: 'never shown' };
    expect(JSON.parse(write(withExtras))).toEqual(userSchema.parse(withExtras));
    expect(write(withExtras)).not.toContain('never shown');
    expect(write(withExtras)).not.toContain('secret');
    expect(JSON.parse(write({ ...row, company: null }))).toEqual({ ...row, company: null });
  });

  it('turn a nullable of one type into a type list', () => {
    expect(simplifyNullables({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({ type: ['string', 'null'] });
    expect(simplifyNullables({ type: 'object', properties: { a: { anyOf: [{ type: 'number' }, { type: 'null' }] } } })).toEqual({
      type: 'object',
      properties: { a: { type: ['number', 'null'] } },
    });
    // A union of two real types stays a union.
    expect(simplifyNullables({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
  });

  it('leave a schema JSON Schema cannot express to zod', () => {
    expect(compileWriter(z.string().transform((s) => s.length))).toBeNull();
  });

  it('check each answer against the contract outside production, and only write in production', () => {
    const route = { schema: userSchema, method: 'GET', url: '/api/x', httpStatus: '200' };
    const broken = { ...row, name: 42 };
    const checked = createSerializerCompiler({ validate: true })(route as never);
    expect(() => checked(broken)).toThrow();
    expect(JSON.parse(checked(row))).toEqual(userSchema.parse(row));
    const production = createSerializerCompiler({ validate: false })(route as never);
    expect(JSON.parse(production(row))).toEqual(userSchema.parse(row));
  });
});
