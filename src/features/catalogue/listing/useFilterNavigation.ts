import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { FilterQuery } from '../../../../common/filters/search-params';

/**
 * The URL is the filters' only home: every change navigates. A new filter starts again on the
 * first page, and the visitor stays where they were on the page instead of jumping to the top.
 */
export function useFilterNavigation(query: FilterQuery) {
  const navigate = useNavigate();
  const replaceQuery = useCallback(
    (next: FilterQuery) => void navigate({ to: '/buy', search: { ...next, page: undefined }, resetScroll: false }),
    [navigate],
  );
  const patchQuery = useCallback((patch: Partial<FilterQuery>) => replaceQuery({ ...query, ...patch }), [query, replaceQuery]);
  return { replaceQuery, patchQuery };
}
