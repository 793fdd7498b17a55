import { PageStack, Skeleton, SkeletonBlock } from '@portal/shared/ui';

/** The report's shape while it loads: title, the two figures, the chart and a table. */
export function InformeSkeleton({ label }: { label: string }) {
  return (
    <PageStack>
      <SkeletonBlock $height="2.5rem" $width="70%" />
      <SkeletonBlock $height="1rem" $width="90%" />
      <SkeletonBlock $height="5.5rem" />
      <SkeletonBlock $height="16rem" />
      <Skeleton lines={6} label={label} />
    </PageStack>
  );
}
