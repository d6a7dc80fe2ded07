import { describe, expect, it } from 'vitest';
import clone from '../../src/lib/lodashForFormik/clone';
import cloneDeep from '../../src/lib/lodashForFormik/cloneDeep';

/** Formik's copies of form values (vite.config.ts puts these in place of lodash's clone and cloneDeep). */
describe("Formik's copies of form values", () => {
  const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  const values = {
    name: 'Dana',
    experience: 4,
    interests: ['Design', 'Data Science'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
    startsOn: new Date('2026-12-01T00:00:00Z'),
    resume,
  };

  it('copies arrays and plain objects all the way down, so that editing the copy leaves the original as it was', () => {
    const copy = cloneDeep(values);
    expect(copy).toEqual(values);
    copy.interests.push('Sales');
    copy.links[0]!.url = 'https://example.com';
    copy.startsOn.setUTCFullYear(2030);
    expect(values.interests).toEqual(['Design', 'Data Science']);
    expect(values.links[0]!.url).toBe('https://www.linkedin.com/in/dana');
    expect(values.startsOn.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('keeps a file (or anything else that is not plain data) as it is, as lodash does inside an object', () => {
    expect(cloneDeep(values).resume).toBe(resume);
    expect(cloneDeep([resume])[0]).toBe(resume);
  });

  it("copies one level only with clone, keeping an object's prototype", () => {
    const copy = clone(values);
    expect(copy).not.toBe(values);
    expect(copy.interests).toBe(values.interests);
    class Draft {
      title = 'Staff Engineer';
    }
    const draft = clone(new Draft());
    expect(draft).toBeInstanceOf(Draft);
    expect(draft.title).toBe('Staff Engineer');
    const list = ['a', 'b'];
    expect(clone(list)).toEqual(list);
    expect(clone(list)).not.toBe(list);
    expect(clone('text')).toBe('text');
  });
});
