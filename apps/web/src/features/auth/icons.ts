import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import personCircle from 'bootstrap-icons/icons/person-circle.svg?raw';
import { registerIcons } from '../../lib/icons';

registerIcons({
  'box-arrow-right': boxArrowRight,
  eye,
  'eye-slash': eyeSlash,
  'person-circle': personCircle,
});
