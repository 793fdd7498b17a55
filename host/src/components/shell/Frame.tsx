import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@portal/shared/ui';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** With a side area: above or below the page up to a desktop's width, beside it from there. */
const Body = styled.div<{ $aside: 'start' | 'end' | null }>`
  flex: 1;
  display: grid;
  gap: 1.5rem;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
  @media (min-width: ${theme.breakpoint.desktop}) {
    grid-template-columns: ${({ $aside }) => ($aside === 'start' ? '16rem minmax(0, 1fr)' : $aside === 'end' ? 'minmax(0, 1fr) 16rem' : '1fr')};
  }
`;

/**
 * At least a screen tall: the footer starts below the first screen on every page, so nothing the visitor
 * sees moves down as the page's content arrives (layout shift) or grows (a skeleton replaced).
 */
const Main = styled.main`
  min-width: 0;
  min-height: 100vh;
  &:focus { outline: none; }
`;

export interface FrameProps extends SiteHeaderProps {
  children: ReactNode;
  /** A side area (the candidate's menu …): before the page on wide screens when `asideAt` is 'start'. */
  aside?: ReactNode;
  asideAt?: 'start' | 'end';
}

/** What every layout but the clean one is made of: skip link, header, page (and side area), footer. */
export function Frame({ children, aside, asideAt = 'end', ...header }: FrameProps) {
  return (
    <Shell>
      <SkipLink />
      <SiteHeader {...header} />
      <Body $aside={aside ? asideAt : null}>
        {aside && asideAt === 'start' ? aside : null}
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
        {aside && asideAt === 'end' ? aside : null}
      </Body>
      <SiteFooter />
    </Shell>
  );
}
