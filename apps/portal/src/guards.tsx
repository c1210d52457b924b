/** The role guard every role page of the route table is wrapped in (the journey stories use the same one). */
export { RequireRole } from '@siwes/ui/registry/RequireRole.tsx';
