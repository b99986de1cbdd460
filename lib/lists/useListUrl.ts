import { useRouter } from 'next/router';
import { useCallback, useEffect } from 'react';
import { listHref, parseListQuery, type ListQuery } from './listQuery';

export interface ListUrl extends ListQuery {
  /** Puts a new search in the URL (a history entry of its own), from its first page. */
  search: (q: string) => void;
  /** The link to another page of the list, keeping the search. */
  pageHref: (page: number) => ReturnType<typeof listHref>;
}

/** A searchable, paged list whose only state is the URL: reload, back and a shared link show the same list. */
export function useListUrl(pathname: string): ListUrl {
  const router = useRouter();
  const { q, page } = parseListQuery(router.query);
  const search = useCallback(
    (text: string) => void router.push(listHref(pathname, { q: text.trim(), page: 1 }), undefined, { shallow: true }),
    [router, pathname],
  );
  const pageHref = useCallback((to: number) => listHref(pathname, { q, page: to }), [pathname, q]);
  return { q, page, search, pageHref };
}

/**
 * Once the list's page count is known, a page past the last one (typed, or left after the list shrank)
 * moves to the last page in place. True while it does: the rows of the page asked for are not to be shown.
 */
export function useStayWithinPages({ page, pageHref }: ListUrl, pageCount: number | undefined): boolean {
  const router = useRouter();
  const beyondLastPage = pageCount !== undefined && page > pageCount;
  useEffect(() => {
    if (beyondLastPage) void router.replace(pageHref(pageCount), undefined, { shallow: true });
  }, [beyondLastPage, pageCount, pageHref, router]);
  return beyondLastPage;
}
