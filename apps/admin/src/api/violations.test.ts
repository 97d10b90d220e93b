import { messages } from '@backoffice/domain';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { submissionErrors, violationsOf } from './violations';

const refused = (body: unknown, status = 400) =>
  new ApiError(status, (body as { error?: string }).error ?? null, null, body);

describe('submissionErrors', () => {
  it('puts each violation of the array under its field and the error as the form error', () => {
    const err = refused({
      error: messages.input.invalidData,
      violations: [
        { propertyPath: 'cif', message: messages.input.badFormat },
        { propertyPath: 'telefono', message: messages.input.tooLong },
      ],
    });
    expect(submissionErrors(err)).toEqual({
      cif: messages.input.badFormat,
      telefono: messages.input.tooLong,
      [FORM_ERROR]: messages.input.invalidData,
    });
  });

  it('reads only the list the API sends: a map of field to message is no violation list', () => {
    const err = refused({
      error: messages.input.invalidData,
      violations: { email: messages.input.badFormat },
    });
    expect(submissionErrors(err)).toEqual({ [FORM_ERROR]: messages.input.invalidData });
  });

  it('nests dotted and indexed paths the way final-form names fields', () => {
    const err = refused({
      error: messages.input.invalidData,
      violations: [
        { propertyPath: 'company.cif', message: messages.input.badFormat },
        { propertyPath: 'items[1].hours', message: messages.input.outOfRange },
      ],
    });
    const errors = submissionErrors(err) as Record<string, unknown>;
    expect(errors.company).toEqual({ cif: messages.input.badFormat });
    expect((errors.items as unknown[])[1]).toEqual({ hours: messages.input.outOfRange });
  });

  it('maps a path onto the form field that holds it, and keeps the first message of a field', () => {
    const err = refused({
      violations: [
        { propertyPath: 'cif', message: messages.input.badFormat },
        { propertyPath: 'cif', message: messages.input.tooLong },
        { propertyPath: '', message: messages.input.invalid },
      ],
    });
    expect(
      submissionErrors(err, { fieldOf: (p) => `company.${p}`, fallback: messages.write.createAffiliate }),
    ).toEqual({ company: { cif: messages.input.badFormat }, [FORM_ERROR]: messages.write.createAffiliate });
  });

  it('gives a refusal without violations as the form error only', () => {
    expect(submissionErrors(refused({ error: 'Email ya en uso: demo' }, 409))).toEqual({
      [FORM_ERROR]: 'Email ya en uso: demo',
    });
  });

  it('shows nothing for an unanswered call, a 401 or an error that is not the API’s', () => {
    expect(submissionErrors(new ApiError(0, null, null, null))).toBeUndefined();
    expect(submissionErrors(new ApiError(401, 'x', null, { violations: { a: 'b' } }))).toBeUndefined();
    expect(submissionErrors(new Error('boom'))).toBeUndefined();
  });
});

describe('violationsOf', () => {
  it('skips entries that are not violations', () => {
    expect(
      violationsOf({ violations: [{ propertyPath: 'a' }, null, { propertyPath: 'b', message: 'm' }] }),
    ).toEqual([{ propertyPath: 'b', message: 'm' }]);
    expect(violationsOf(null)).toEqual([]);
    expect(violationsOf('texto')).toEqual([]);
  });
});
