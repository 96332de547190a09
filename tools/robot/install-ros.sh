#!/usr/bin/env bash
# Installs the Debian packages of ROS 1 (Noetic generation) that `npm run test:robot` and
# `npm run robot:sim` need: a real master (roscore), rospy/roscpp, catkin with genpy and gencpp,
# the standard message packages and python3-websockets for the rosbridge-protocol endpoint.
# Idempotent: when every package is already installed it only runs dpkg-query (well under a second).
set -euo pipefail

PACKAGES=(
  ros-core catkin python3-catkin-pkg ros-message-generation ros-message-runtime
  python3-rospy python3-genpy python3-gencpp python3-rosgraph python3-rostopic python3-rosservice
  python3-roslaunch python3-rosmsg
  libroscpp-dev libroscpp-core-dev libroscpp-msg-dev librosconsole-dev
  ros-std-msgs libstd-msgs-dev python3-std-msgs
  ros-sensor-msgs libsensor-msgs-dev python3-sensor-msgs
  ros-geometry-msgs libgeometry-msgs-dev python3-geometry-msgs
  ros-actionlib-msgs libactionlib-msgs-dev python3-actionlib-msgs python3-actionlib libactionlib-dev
  python3-yaml python3-websockets python3-opencv python3-cv-bridge python3-numpy
  cmake g++ make
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "ROS packages: all ${#PACKAGES[@]} installed"
  exit 0
fi

echo "ROS packages: installing ${#missing[@]} missing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/install-ros.log 2>&1; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/install-ros.log 2>&1 || {
    tail -30 /tmp/install-ros.log; exit 1; }
fi
echo "ROS packages: done"
