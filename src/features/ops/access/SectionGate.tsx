import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staffRolesQueryOptions } from '../api/staff-roles-query';
import { mayOpen, type OpsSection } from './ops-sections';
import { NoAccess } from './NoAccess';

/** A section opened by its address by staff whose roles do not open it says so instead of failing on FORBIDDEN. */
export function SectionGate({ section, children }: { section: OpsSection['id']; children: ReactNode }) {
  const { data: roles } = useSuspenseQuery(staffRolesQueryOptions());
  return mayOpen(roles, section) ? children : <NoAccess section />;
}
