// The async boundary lets module federation negotiate shared singletons before any import runs.
import('./bootstrap');
