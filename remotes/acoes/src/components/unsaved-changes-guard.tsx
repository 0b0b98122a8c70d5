// The guard is shared by every remote's forms (@fidelidade/ui); Ações' forms import it from here.
export { leaveContent, leaveTitle, UnsavedChangesGuard } from '@fidelidade/ui/unsaved-changes-guard';
