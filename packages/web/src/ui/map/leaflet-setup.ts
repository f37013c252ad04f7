import L from 'leaflet';
// leaflet.markercluster extends the global `L` that Leaflet's bundle defines, so it comes after.
import 'leaflet.markercluster';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

// Leaflet under Vite: the marker images are bundled assets, so the default icon
// gets their URLs. An empty imagePath stops Leaflet from prefixing them with the folder it
// guesses from its CSS, which would break the hashed (or inlined) URLs Vite produces.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({
  iconRetinaUrl: markerIconRetina,
  iconUrl: markerIcon,
  shadowUrl: markerShadow,
});

export { L };
