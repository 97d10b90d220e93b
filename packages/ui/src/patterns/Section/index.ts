export {
  type LoadState,
  Section,
  SectionBody,
  type SectionProps,
} from './Section';
export { Actions, FormGrid, InlineForm, Muted, Panel, SectionTitle, SubTitle } from './Section.styles';
export { TableSection, type TableSectionProps } from './TableSection';
