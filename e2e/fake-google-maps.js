// A small stand-in for Google's Maps JavaScript API, served by the browser tests in place of
// https://maps.googleapis.com/maps/api/js (there is no network here). It implements what the
// location dialog uses: Map (centre, zoom, idle), Geocoder, places Autocomplete, importLibrary.
// Tests steer it through window.__fakeMaps.
(function () {
  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});

  function LatLng(lat, lng) {
    this._lat = lat;
    this._lng = lng;
  }
  LatLng.prototype.lat = function () {
    return this._lat;
  };
  LatLng.prototype.lng = function () {
    return this._lng;
  };
  function toLatLng(p) {
    return p instanceof LatLng
      ? p
      : new LatLng(typeof p.lat === "function" ? p.lat() : p.lat, typeof p.lng === "function" ? p.lng() : p.lng);
  }

  function Events() {
    this._listeners = {};
  }
  Events.prototype.addListener = function (name, fn) {
    (this._listeners[name] = this._listeners[name] || []).push(fn);
    return { remove: function () {} };
  };
  Events.prototype._emit = function (name) {
    (this._listeners[name] || []).forEach(function (fn) {
      fn();
    });
  };

  var state = (window.__fakeMaps = {
    map: null,
    autocomplete: null,
    options: null,
    geocodeCalls: 0,
    // Default answer: a street address with all the parts, and a shorter area-level one.
    geocode: function (lat, lng) {
      return [
        {
          formatted_address: "Salmiya, Kuwait",
          address_components: [{ long_name: "Salmiya", types: ["sublocality", "political"] }],
        },
        {
          formatted_address:
            "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait (" + lat.toFixed(4) + ", " + lng.toFixed(4) + ")",
          address_components: [
            { long_name: "12", types: ["street_number"] },
            { long_name: "Salem Al Mubarak St", types: ["route"] },
            { long_name: "Block 10", types: ["neighborhood", "political"] },
            { long_name: "Salmiya", types: ["sublocality", "political"] },
          ],
        },
      ];
    },
    /** What a drag or zoom does: a new centre, then "idle". */
    drag: function (lat, lng) {
      state.map.setCenter({ lat: lat, lng: lng });
    },
    choosePlace: function (lat, lng) {
      state.autocomplete._place = { geometry: { location: new LatLng(lat, lng) } };
      state.autocomplete._emit("place_changed");
    },
  });

  // What the real script does that a Content-Security-Policy must allow: inline style attributes
  // (style-src 'unsafe-inline'), tile images from gstatic (img-src) and calls back to
  // maps.googleapis.com (connect-src). A page whose CSP lacks them reports a violation, which the
  // suite's fixtures turn into a failure.
  function touchLikeGoogle(element) {
    var pane = document.createElement("div");
    pane.setAttribute("style", "position: absolute; inset: 0; overflow: hidden");
    var tile = document.createElement("img");
    tile.alt = "";
    tile.src = "https://maps.gstatic.com/mapfiles/fake-tile.png";
    pane.appendChild(tile);
    element.appendChild(pane);
    fetch("https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true").catch(function () {});
  }

  function Map(element, options) {
    Events.call(this);
    this.element = element;
    this.center = toLatLng(options.center);
    this.zoom = options.zoom;
    state.map = this;
    state.options = options;
    touchLikeGoogle(element);
    element.setAttribute("data-fake-map", "ready");
    var self = this;
    setTimeout(function () {
      self._emit("idle");
    }, 0);
  }
  Map.prototype = Object.create(Events.prototype);
  Map.prototype.getCenter = function () {
    return this.center;
  };
  Map.prototype.setCenter = function (c) {
    this.center = toLatLng(c);
    var self = this;
    setTimeout(function () {
      self._emit("idle");
    }, 0);
  };
  Map.prototype.panTo = Map.prototype.setCenter;
  Map.prototype.getZoom = function () {
    return this.zoom;
  };
  Map.prototype.setZoom = function (z) {
    this.zoom = z;
    this.setCenter(this.center);
  };

  function Geocoder() {}
  Geocoder.prototype.geocode = function (request) {
    state.geocodeCalls += 1;
    var at = toLatLng(request.location);
    return Promise.resolve({ results: state.geocode(at.lat(), at.lng()) });
  };

  function Autocomplete(input) {
    Events.call(this);
    this.input = input;
    state.autocomplete = this;
  }
  Autocomplete.prototype = Object.create(Events.prototype);
  Autocomplete.prototype.getPlace = function () {
    return this._place || {};
  };

  var libraries = {
    core: { LatLng: LatLng },
    maps: { Map: Map },
    places: { Autocomplete: Autocomplete },
    geocoding: { Geocoder: Geocoder },
    geometry: { spherical: {} },
  };
  maps.LatLng = LatLng;
  maps.importLibrary = function (name) {
    return Promise.resolve(libraries[name]);
  };
  if (typeof maps.__ib__ === "function") maps.__ib__();
})();
