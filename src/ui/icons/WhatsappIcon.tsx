import { Icon, type IconProps } from './Icon';

// Apart from the other brands: the shell's floating button draws it on every page, and the
// footer's and the stores' icons need not come with it.
export const WhatsappIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.4z" />
    <path
      d="M9 8.2c.3-.5.8-.5 1.1 0l.8 1.6c.1.3 0 .6-.2.8l-.5.5c.6 1.2 1.5 2.1 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.6.8c.5.3.5.8 0 1.1-.6.6-1.5.9-2.3.6-2.4-.9-4.2-2.7-5.1-5.1-.3-.8 0-1.7.6-2.3z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);
