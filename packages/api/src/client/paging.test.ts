import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createClient } from './client.ts';
import { fetchAllStudents, runPool } from './paging.ts';
import { ApiError } from '../errors.ts';
import type { Student } from '../contract/entities.ts';
import { BASE, useApiServer } from '../testing/apiServer.ts';

function student(n: number): Student {
  return {
    _id: `stu-${n}`,
    studentCode: `SIW${n}`,
    firstName: 'Ada',
    lastName: `Obi${n}`,
    name: `Ada Obi${n}`,
    matricNo: `CSC/${n}`,
    level: '400',
    sex: 'Female',
    email: `s${n}@uni.edu`,
    phone: '0803',
  };
}

const server = useApiServer();

/** A server of `count` students that pages at most `cap` a page, recording the pages asked for. */
function cohort(count: number, cap = 100, changeAfterFirstPage = false) {
  const asked: Array<{ page: number; limit: number }> = [];
  let students = Array.from({ length: count }, (_, i) => student(i + 1));
  server.use(
    http.get(`${BASE}/api/coordinators/students`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Math.min(Number(url.searchParams.get('limit')), cap);
      asked.push({ page, limit });
      const rows = students.slice((page - 1) * limit, page * limit);
      const answer = HttpResponse.json({ students: rows, totalStudents: students.length });
      // A student on page 1 leaves once it is read: every later page starts one student later.
      if (page === 1 && changeAfterFirstPage) students = students.slice(1);
      return answer;
    }),
  );
  return { asked };
}

const client = createClient({ baseUrl: BASE, getToken: () => 'tok' });

describe('fetchAllStudents', () => {
  it('reads every student once, a page of 100 at a time, in the list order', async () => {
    const { asked } = cohort(250);
    const all = await fetchAllStudents(client);
    expect(all.map((s) => s._id)).toEqual(Array.from({ length: 250 }, (_, i) => `stu-${i + 1}`));
    expect(asked.map((a) => a.page).sort()).toEqual([1, 2, 3]);
    expect(asked.every((a) => a.limit === 100)).toBe(true);
  });

  it('follows a server that answers with smaller pages', async () => {
    const { asked } = cohort(45, 20);
    expect(await fetchAllStudents(client)).toHaveLength(45);
    expect(asked.filter((a) => a.page > 1).every((a) => a.limit === 20)).toBe(true);
  });

  it('reads an empty cohort in one call', async () => {
    const { asked } = cohort(0);
    expect(await fetchAllStudents(client)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('fails rather than miss a student when the list changes while it is read', async () => {
    cohort(150, 100, true);
    const error = await fetchAllStudents(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/changed while it was being read \(149 of 150\)/);
  });

  it('stops asking for pages once its signal fires', async () => {
    const controller = new AbortController();
    cohort(1000);
    server.use(
      http.get(
        `${BASE}/api/coordinators/students`,
        () => {
          controller.abort();
          return undefined;
        },
        { once: true },
      ),
    );
    const error = await fetchAllStudents(client, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('aborted');
  });
});

describe('runPool', () => {
  it('runs every item with at most the given number at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const result = await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    expect(result).toEqual({ started: 7, interrupted: false });
  });
});
