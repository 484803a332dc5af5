export { localTime } from '@/components/ui/local-time'
