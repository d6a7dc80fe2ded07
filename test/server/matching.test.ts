import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseReferrer,
  hasRoomThisWeek,
  matchScore,
  specialtyFit,
  type MatchCandidate,
  type RequestToMatch,
} from '../../src/server/assignment/matching';

/**
 * The choice of a referrer, on generated referrers: whoever is chosen may be chosen (verified, with room, not tried),
 * nobody eligible scores higher, and when nobody is eligible the reason names what is missing.
 */
const SPECIALTIES = ['Payments', 'Go', 'React', 'Design Systems', 'Kubernetes', 'Data Engineering', 'iOS', 'Security'];

const candidateArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Referrer ${id}`),
    specialties: fc.subarray(SPECIALTIES, { maxLength: 4 }),
    verified: fc.boolean(),
    assignedThisWeek: fc.nat({ max: 12 }),
    weeklyCap: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    responseRate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  }) satisfies fc.Arbitrary<MatchCandidate>;

const teamArbitrary = fc
  .integer({ min: 0, max: 12 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => candidateArbitrary(index + 1))));

const requestArbitrary = (team: MatchCandidate[]) =>
  fc.record({
    jobTitle: fc.option(fc.constantFrom('Backend Engineer, Payments', 'Senior iOS Engineer', 'Data Engineer'), {
      nil: null,
    }),
    message: fc.constantFrom('I build React design systems.', 'Kubernetes and Go for five years.', 'Hello!'),
    triedReferrerIds: fc.subarray(team.map((candidate) => candidate.id)),
  }) satisfies fc.Arbitrary<RequestToMatch>;

const eligible = (candidate: MatchCandidate, request: RequestToMatch) =>
  candidate.verified && hasRoomThisWeek(candidate) && !request.triedReferrerIds.includes(candidate.id);

describe('choosing a referrer among generated ones', () => {
  it('chooses an eligible referrer that nobody eligible outscores, or says why there is none', () => {
    fc.assert(
      fc.property(
        teamArbitrary.chain((team) => fc.tuple(fc.constant(team), requestArbitrary(team))),
        ([team, request]) => {
          const decision = chooseReferrer(team, request);
          const open = team.filter((candidate) => eligible(candidate, request));
          if ('chosen' in decision) {
            expect(eligible(decision.chosen, request)).toBe(true);
            for (const other of open) expect(matchScore(other, request)).toBeLessThanOrEqual(decision.score);
            return;
          }
          expect(open).toEqual([]);
          const untried = team.filter((candidate) => !request.triedReferrerIds.includes(candidate.id));
          const expected =
            untried.length === 0
              ? 'no-referrer-at-company'
              : untried.some((candidate) => candidate.verified)
                ? 'referrers-at-capacity'
                : 'no-verified-referrer';
          expect(decision.waiting).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is repeatable: the same referrers in any order give the same choice', () => {
    fc.assert(
      fc.property(
        teamArbitrary.chain((team) =>
          fc.tuple(
            fc.constant(team),
            requestArbitrary(team),
            fc.shuffledSubarray(team, { minLength: team.length, maxLength: team.length }),
          ),
        ),
        ([team, request, shuffled]) => {
          expect(chooseReferrer(shuffled, request)).toEqual(chooseReferrer(team, request));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('what the score weighs', () => {
  const base: MatchCandidate = {
    id: 1,
    name: 'A',
    specialties: [],
    verified: true,
    assignedThisWeek: 0,
    weeklyCap: null,
    responseRate: 0.9,
  };
  const request: RequestToMatch = {
    jobTitle: 'Backend Engineer, Payments',
    message: 'I have built payment systems in Go.',
    triedReferrerIds: [],
  };

  it('prefers the specialty that fits the job and the message', () => {
    expect(specialtyFit(['Payments', 'Go'], request)).toBe(1);
    expect(specialtyFit(['Payments', 'React'], request)).toBe(0.5);
    expect(specialtyFit(['Design Systems'], request)).toBe(0);
    const fits = { ...base, id: 2, specialties: ['Payments'] };
    expect(chooseReferrer([base, fits], request)).toMatchObject({ chosen: { id: 2 } });
  });

  it('prefers the referrer who answers, and treats too little data as average', () => {
    const silent = { ...base, id: 1, responseRate: 0.1 };
    const reliable = { ...base, id: 2, responseRate: 1 };
    expect(chooseReferrer([silent, reliable], request)).toMatchObject({ chosen: { id: 2 } });
    const newcomer = { ...base, id: 3, responseRate: null };
    expect(chooseReferrer([silent, newcomer], request)).toMatchObject({ chosen: { id: 3 } });
  });

  it('prefers the lighter week, and skips anyone at their cap', () => {
    const busy = { ...base, id: 1, assignedThisWeek: 9 };
    const free = { ...base, id: 2, assignedThisWeek: 0 };
    expect(chooseReferrer([busy, free], request)).toMatchObject({ chosen: { id: 2 } });
    const full = { ...base, id: 3, specialties: ['Payments', 'Go'], weeklyCap: 2, assignedThisWeek: 2 };
    expect(chooseReferrer([full, busy], request)).toMatchObject({ chosen: { id: 1 } });
  });

  it('never matches an unverified referrer, however well they fit', () => {
    const unverified = { ...base, id: 1, verified: false, specialties: ['Payments', 'Go'] };
    expect(chooseReferrer([unverified], request)).toEqual({ waiting: 'no-verified-referrer' });
  });
});
