export { BarChart, type BarChartProps, type BarDatum } from './BarChart';
