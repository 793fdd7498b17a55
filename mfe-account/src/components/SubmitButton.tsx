import { Button, Spinner } from '@portal/shared/ui';

/** The form's submit button: disabled, with a spinner and `working` text while the request is under way. */
export function SubmitButton({ working, label, workingLabel }: { working: boolean; label: string; workingLabel: string }) {
  return (
    <Button type="submit" disabled={working}>
      {working ? (
        <>
          <Spinner /> {workingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
