import styled from 'styled-components';

/** A row of buttons (an answer's choices, a card's or a dialog's actions) that wraps on a narrow screen. */
export const FilaBotones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
