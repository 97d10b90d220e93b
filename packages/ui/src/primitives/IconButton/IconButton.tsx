import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../../internal/icons';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { SquareButton } from './IconButton.styles';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name, required: an icon alone says nothing to a screen reader. Also the tooltip. */
  label: string;
  icon: IconName;
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  busy = false,
  disabled,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <SquareButton
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      <Icon name={icon} />
    </SquareButton>
  );
}

export type { IconName };
