import { Section } from '#patterns/Section';
import { Checkbox } from '#primitives/Checkbox';
import { configLabels } from '../labels';
import type { SectionLoad } from '../shared/section';
import { FlagList } from './FlagsSection.styles';

export interface FlagsSectionProps extends SectionLoad {
  /** Functionality flags or display flags (§1 "Affiliate configuration"). */
  kind: 'functionality' | 'display';
  /** The affiliate's flags by name (the names are the server's). */
  flags?: Readonly<Record<string, boolean>> | undefined;
  /** A reader's name for each flag; the server's name is shown otherwise. */
  flagLabels?: Readonly<Record<string, string>>;
  canEdit?: boolean;
  /** The flag being saved. */
  savingKey?: string | null;
  onChange?: (name: string, value: boolean) => void;
}

/** One of the two flag sections: a checkbox per flag, saved one at a time. */
export function FlagsSection({
  kind,
  flags,
  flagLabels = configLabels.flags.names,
  canEdit = false,
  savingKey,
  onChange,
  ...status
}: FlagsSectionProps) {
  const names = Object.keys(flags ?? {}).sort();
  return (
    <Section
      title={
        kind === 'functionality'
          ? configLabels.sections.functionalityFlags
          : configLabels.sections.displayFlags
      }
      {...status}
      empty={Boolean(flags && names.length === 0)}
      emptyText={configLabels.flags.empty}
    >
      {flags && names.length > 0 ? (
        <FlagList>
          {names.map((name) => (
            <li key={name}>
              <Checkbox
                label={flagLabels[name] ?? name}
                checked={flags[name] === true}
                disabled={!canEdit || !onChange || savingKey != null}
                hint={savingKey === name ? configLabels.flags.saving : null}
                onCheckedChange={(checked) => onChange?.(name, checked)}
              />
            </li>
          ))}
        </FlagList>
      ) : null}
    </Section>
  );
}
