import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../../lib/auth';
import { currentPackageQuery, packagesQuery } from '../api/memberships';

/** The packages and the company's membership, which every membership screen reads. */
export function useMembership() {
  const user = useSignedInUser();
  const packages = useQuery(packagesQuery());
  const current = useQuery(currentPackageQuery(user.id));
  return { packages, current, isPending: packages.isPending || current.isPending, error: packages.error ?? current.error };
}
